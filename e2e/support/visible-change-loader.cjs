// webpack loader for the remote-deploy test: stands in for a team's source edit by replacing one exact text in
// one module, so the test builds a visibly changed remote without touching the repository's files.
module.exports = function visibleChange(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`visible-change-loader: "${from}" not found in ${this.resourcePath}`);
  return source.split(from).join(to);
};
