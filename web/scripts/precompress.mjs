/**
 * A Vite plugin that writes a gzip (`.gz`) and a brotli (`.br`) copy next to every text
 * file of the build, at the highest levels (they are made once, served many times).
 * The server (src/spelkast/server/webapp_files.py) sends the copy the browser accepts.
 * A copy that would not be smaller than its file is not written.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text files worth compressing (images and sounds are compressed already). */
const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this many bytes a copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function compressFile(path) {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return [];
  const [gz, br] = await Promise.all([
    gzipAsync(data, { level: 9 }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  const written = [];
  for (const [suffix, copy] of [[".gz", gz], [".br", br]]) {
    if (copy.length >= data.length) continue;
    await writeFile(path + suffix, copy);
    written.push(path + suffix);
  }
  return written;
}

export function precompress() {
  let outDir = "dist";
  return {
    name: "spelkast-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => TEXT.test(name));
      await Promise.all(names.map((name) => compressFile(join(outDir, name))));
    },
  };
}
