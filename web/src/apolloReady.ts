import { client } from "./apollo";
import { apolloLoaded } from "./apolloContext";
import { sessionFromCache } from "./session";

// Apollo Client has loaded: it takes the session known so far, and the pages rendered from now on can use its hooks.
sessionFromCache(client);
apolloLoaded(client);

/** The client, once the session follows its cache: what the app's own calls use when they load it. */
export { client };
