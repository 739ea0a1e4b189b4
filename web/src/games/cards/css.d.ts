// Vite bundles imported CSS files; tell TypeScript they exist.
declare module "*.css";
