#!/bin/sh
# jDip itself, built from its public sources, writing and reading saved games (README.md here).
#   test/electron/interchange/jdip/run.sh save scripts/jdip-game-1.txt ../fixtures/jdip-game-1.jdip
#   test/electron/interchange/jdip/run.sh load some-game.jdip
#   test/electron/interchange/jdip/run.sh play exported.jdip scripts/more-orders.txt continued.jdip
# Needs a JDK (Debian: openjdk-17-jdk-headless) and jDip's repository (rgo/jDip) as a bare mirror
# at $JDIP_GIT (default /work/.mirror/rgo+jDip/repo). Builds into $JDIP_BUILD (default /tmp/jdip-build).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
git_dir=${JDIP_GIT:-/work/.mirror/rgo+jDip/repo}
build=${JDIP_BUILD:-/tmp/jdip-build}
# jDip is built into a folder of its own, renamed into place whole (as the driver below), so that two
# runs at once (the test starts two) never build into one folder or read a half-built one.
if [ ! -f "$build/classes/dip/world/World.class" ]; then
  tmp="$build.$$.tmp"
  rm -rf "$tmp" && mkdir -p "$tmp/src" "$tmp/classes" "$tmp/variants"
  git --git-dir="$git_dir" archive HEAD | tar -x -C "$tmp/src"
  # TestParser.java does not compile on a current Java (an ambiguous name) and is not needed.
  (cd "$tmp/src" && find src -name '*.java' ! -name TestParser.java) > "$tmp/sources.txt"
  cp_jars=$(ls "$tmp"/src/lib/*.jar | tr '\n' ':')
  (cd "$tmp/src" && javac -nowarn -encoding ISO-8859-1 -source 8 -target 8 -cp "$cp_jars" -d "$tmp/classes" @"$tmp/sources.txt")
  cp -r "$tmp/src/src/resource" "$tmp/classes/"
  cp "$tmp/src/variants/stdVariants.zip" "$tmp/src/variants/simpleSymbols.zip" "$tmp/variants/"
  # A folder left half-built by an interrupted run of the older script goes; one another run put in
  # place meanwhile stays (the rename fails onto it, and this copy goes).
  [ -f "$build/classes/dip/world/World.class" ] || rm -rf "$build"
  mv -T "$tmp" "$build" 2>/dev/null || rm -rf "$tmp"
fi
cp_jars=$(ls "$build"/src/lib/*.jar | tr '\n' ':')
# The driver is compiled once per version of its sources (javac costs about 2.5 s of CPU a run): into
# a folder of its own, renamed into place whole, so that a copy of the suite running beside this one
# never reads half-written classes.
driver="$build/driver-$(cat "$here/JdipDriver.java" "$here/JSX/magic/MagicClass14.java" | sha256sum | cut -c1-16)"
if [ ! -d "$driver" ]; then
  tmp="$driver.$$.tmp"
  rm -rf "$tmp" && mkdir -p "$tmp"
  javac -nowarn -cp "$build/classes:$cp_jars" -d "$tmp" "$here/JdipDriver.java" "$here/JSX/magic/MagicClass14.java" 2>/dev/null ||
    javac -nowarn -cp "$build/classes:$cp_jars" -d "$tmp" "$here/JdipDriver.java" "$here/JSX/magic/MagicClass14.java"
  # Another copy may have put the same classes in place meanwhile: keep its folder.
  mv -T "$tmp" "$driver" 2>/dev/null || rm -rf "$tmp"
fi
mode=$1
shift
# JSX reads and writes private fields of Java's own classes: open them to it.
exec java --add-opens java.base/java.util=ALL-UNNAMED --add-opens java.base/java.lang=ALL-UNNAMED \
  --add-opens java.base/java.io=ALL-UNNAMED --add-opens java.base/java.text=ALL-UNNAMED \
  -Djava.awt.headless=true -cp "$driver:$build/classes:$cp_jars" JdipDriver "$mode" "$build/variants" "$@"
