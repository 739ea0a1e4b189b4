import type { Plugin } from "vite";

/** Writes `.gz` and `.br` copies of the build's text files (see precompress.mjs). */
export function precompress(): Plugin;
