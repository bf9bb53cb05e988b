// The shell's page paints nothing until its entry (main.js) and its start-up chunk have run, so both are fetched
// at high priority from the first byte of the page:
// - the entry's <script defer> gets fetchpriority="high" (a deferred script is otherwise fetched at low priority,
//   behind anything else the page asks for, and Lighthouse's phone simulation then counts its evaluation as
//   blocking work after the first paint instead of as the work the first paint waits for);
// - the start-up chunk, which the federation runtime in main.js requests, gets a <link rel="preload" as="script">
//   (high priority too): without it the browser only starts fetching it once main.js has downloaded and run, one
//   more round trip before the first render.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'StartupScriptsPlugin';

class StartupScriptsPlugin {
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
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
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

module.exports = { StartupScriptsPlugin };
