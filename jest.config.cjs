// Every package's jest project, run together so `npm test` gets one summary.
module.exports = {
  projects: ['shell', 'mfe-discovery', 'mfe-profile', 'mfe-messaging', 'mfe-account', 'shared-ui', 'shared-auth',
    'shared-api', 'server', 'tooling'].map((p) => `<rootDir>/${p}`),
};
