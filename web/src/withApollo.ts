/** A lazy module whose components use Apollo Client's hooks: loaded with the client, which they need to render. */
export const withApollo = <Module>(module: Promise<Module>): Promise<Module> =>
  Promise.all([import("./apolloReady"), module]).then(([, loaded]) => loaded);
