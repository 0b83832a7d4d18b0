// Eleventy 3 building the benchmark corpus the plain way: markdown files, front matter, one
// layout, no highlighting, no sidebars. The harness sets the folders through the environment.
import path from 'node:path';

export default function (eleventyConfig) {
  const input = process.env.GARDEN_BENCH_INPUT;
  const output = process.env.GARDEN_BENCH_OUTPUT;
  if (!input || !output) throw new Error('set GARDEN_BENCH_INPUT and GARDEN_BENCH_OUTPUT');
  eleventyConfig.addGlobalData('layout', 'base.liquid');
  eleventyConfig.setQuietMode(true);
  return {
    dir: { input, output, layouts: path.relative(input, path.join(import.meta.dirname, '_layouts')) },
    templateFormats: ['md'],
    markdownTemplateEngine: false,
  };
}
