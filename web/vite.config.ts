import { defineConfig } from "vitest/config";
import { precompress } from "./scripts/precompress.mjs";

// The app is built into the Python package, which serves it (spelkast serve).
export default defineConfig({
  base: "/",
  plugins: [precompress()],
  build: {
    outDir: "../src/spelkast/server/webapp",
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
  },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:8000", ws: true },
    },
  },
  test: {
    environment: "jsdom",
    globals: true,
    include: ["src/**/*.test.ts"],
  },
});
