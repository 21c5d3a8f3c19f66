// Vite bundles the renderer's style sheets: importing one binds nothing.
declare module '*.css';
