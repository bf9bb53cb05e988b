// webpack config for the remote-deploy test: the remote's own config (exactly what `pnpm --filter <remote> build`
// uses), written to another folder, with one visible text changed by visible-change-loader.cjs.
// Parameters come from the environment: REMOTE_DIR, REMOTE_OUT, REMOTE_CHANGE_FILE, REMOTE_CHANGE_FROM, REMOTE_CHANGE_TO.
const path = require('node:path');

const env = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`remote-build.config.cjs needs ${name}`);
  return value;
};

const createRemoteConfig = require(path.join(env('REMOTE_DIR'), 'webpack.config.cjs'));

module.exports = (webpackEnv, argv) => {
  const config = createRemoteConfig(webpackEnv, argv);
  config.output.path = env('REMOTE_OUT');
  config.module.rules.unshift({
    test: (file) => file === env('REMOTE_CHANGE_FILE'),
    enforce: 'pre',
    use: [{
      loader: path.join(__dirname, 'visible-change-loader.cjs'),
      options: { from: env('REMOTE_CHANGE_FROM'), to: env('REMOTE_CHANGE_TO') },
    }],
  });
  return config;
};
