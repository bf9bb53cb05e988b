// Adds <link rel="preload" as="script"> for a named async chunk to the page HtmlWebpackPlugin writes.
// The shell's start-up chunk is requested by the federation runtime in main.js, so without a hint the browser
// only starts fetching it once main.js has downloaded and run: one more round trip before the first render.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadChunkPlugin';

class PreloadChunkPlugin {
  /** @param {{ chunkName: string, publicPath: string }} options */
  constructor({ chunkName, publicPath }) {
    this.chunkName = chunkName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const chunk = [...compilation.chunks].find((c) => c.name === this.chunkName);
        if (!chunk) {
          compilation.errors.push(new Error(`${PLUGIN}: no chunk named "${this.chunkName}" to preload`));
          return data;
        }
        const links = [...chunk.files].filter((file) => file.endsWith('.js')).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` }));
        // Before main.js's tag, so the two downloads start together.
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadChunkPlugin };
