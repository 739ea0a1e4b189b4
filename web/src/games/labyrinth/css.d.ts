// CSS imported for its side effect (Vite bundles it).
declare module "*.css";
