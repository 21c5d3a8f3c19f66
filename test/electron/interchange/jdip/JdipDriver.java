// A tool run by hand (README.md beside it): uses jDip's own classes, compiled from jDip's public
// sources, to write saved games (.jdip) from a script of orders and to read any .jdip back and print
// what jDip itself understood. Adjutant's own code, not jDip's: it only calls jDip's public API.
//
//   java -cp <jdip classes>:<jdip lib/*.jar>:. JdipDriver save <variants dir> <script> <out.jdip>
//   java -cp ... JdipDriver load <variants dir> <in.jdip>
//   java -cp ... JdipDriver play <variants dir> <in.jdip> <script> <out.jdip>   (goes on with a saved game)
//
// Script: a line `phase` adjudicates the orders given so far (jDip's own StdAdjudicator) and moves to
// the next phase; `name <text>` sets the game's name; any other line is an order, as jDip's order
// parser reads it, starting with its power (`England: F lon-nth`). `#` begins a comment.
import dip.gui.DefaultGUIGameSetup;
import dip.gui.order.GUIOrderFactory;
import dip.order.Orderable;
import dip.order.OrderParser;
import dip.order.result.Result;
import dip.process.StdAdjudicator;
import dip.world.*;
import dip.world.variant.VariantManager;
import dip.world.variant.data.Variant;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;

public class JdipDriver {
	public static void main(String[] args) throws Exception {
		VariantManager.init(new File[] { new File(args[1]) }, false);
		if (args[0].equals("save")) play(newWorld(), new File(args[2]), new File(args[3]));
		else if (args[0].equals("load")) load(new File(args[2]));
		else if (args[0].equals("play")) play(World.open(new File(args[2])), new File(args[3]), new File(args[4]));
		else throw new IllegalArgumentException("save, load or play");
	}

	/** A new Standard game, set up as jDip's New Game dialog sets one up. */
	static World newWorld() throws Exception {
		Variant variant = VariantManager.getVariant("Standard", VariantManager.VERSION_NEWEST);
		World world = WorldFactory.getInstance().createWorld(variant);
		World.VariantInfo vi = world.getVariantInfo();
		vi.setVariantName(variant.getName());
		vi.setVariantVersion(variant.getVersion());
		vi.setMapName(variant.getDefaultMapGraphic().getName());
		world.setRuleOptions(RuleOptions.createFromVariant(variant));
		return world;
	}

	/** Plays the script's orders from the game's last turn on, with jDip's adjudicator, and saves the game. */
	static void play(World world, File script, File out) throws Exception {
		world.setGameSetup(new DefaultGUIGameSetup());
		GUIOrderFactory factory = new GUIOrderFactory();
		dip.world.Map map = world.getMap();
		TurnState ts = world.getLastTurnState();
		java.util.Map<Power, List<Orderable>> orders = new HashMap<>();
		int lineNo = 0;
		for (String raw : Files.readAllLines(script.toPath(), StandardCharsets.UTF_8)) {
			lineNo++;
			String line = raw.replaceAll("#.*", "").trim();
			if (line.isEmpty()) continue;
			if (line.startsWith("name ")) {
				world.getGameMetadata().setGameName(line.substring(5));
				continue;
			}
			if (line.equals("phase")) {
				for (Power p : map.getPowers()) ts.setOrders(p, new ArrayList<>(orders.getOrDefault(p, List.of())));
				orders.clear();
				StdAdjudicator judge = new StdAdjudicator(factory, ts);
				judge.process();
				TurnState next = judge.getNextTurnState();
				System.out.println("resolved " + ts.getPhase() + " -> " + (next == null ? "end" : next.getPhase().toString()));
				if (next == null) break;
				world.setTurnState(next);
				ts = next;
				continue;
			}
			int colon = line.indexOf(':');
			Power power = map.getPowerMatching(line.substring(0, colon).trim());
			if (power == null) throw new IllegalArgumentException("line " + lineNo + ": no power " + line);
			Orderable o = OrderParser.getInstance().parse(factory, line, power, ts, false, false);
			orders.computeIfAbsent(power, k -> new ArrayList<>()).add(o);
		}
		World.save(out, world);
		System.out.println("saved " + out);
	}

	static void load(File in) throws Exception {
		World world = World.open(in);
		World.VariantInfo vi = world.getVariantInfo();
		System.out.println("variant " + vi.getVariantName() + " map " + vi.getMapName());
		System.out.println("game " + world.getGameMetadata().getGameName());
		for (Object o : world.getAllTurnStates()) {
			TurnState ts = (TurnState) o;
			System.out.println("turn " + ts.getPhase().getBriefName() + " resolved " + ts.isResolved() + " ended " + ts.isEnded());
			Position pos = ts.getPosition();
			List<String> units = new ArrayList<>();
			for (Province p : pos.getUnitProvinces()) {
				Unit u = pos.getUnit(p);
				units.add(u.getPower().getName() + " " + u.getType().getShortName() + " " + p.getShortName() + coast(u));
			}
			for (Province p : pos.getDislodgedUnitProvinces()) {
				Unit u = pos.getDislodgedUnit(p);
				units.add("dislodged " + u.getPower().getName() + " " + u.getType().getShortName() + " " + p.getShortName() + coast(u));
			}
			Collections.sort(units);
			for (String u : units) System.out.println("  unit " + u);
			List<String> scs = new ArrayList<>();
			for (Province p : pos.getOwnedSupplyCenters()) scs.add(p.getShortName() + "=" + pos.getSupplyCenterOwner(p).getName());
			Collections.sort(scs);
			System.out.println("  centers " + String.join(" ", scs));
			for (Object x : ts.getAllOrders()) System.out.println("  order " + ((Orderable) x).toBriefString());
			for (Object x : ts.getResultList()) System.out.println("  result " + x);
		}
	}

	static String coast(Unit u) {
		Coast c = u.getCoast();
		return c == null || !c.isDirectional() ? "" : "/" + c.getAbbreviation();
	}
}
