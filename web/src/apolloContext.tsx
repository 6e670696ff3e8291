import type { ApolloClient } from "@apollo/client";
import { createContext, useMemo, type Context, type ReactNode } from "react";
import { externalValue, useExternalValue } from "./externalValue";

/**
 * Apollo Client keeps its one React context on `React.createContext` under this global symbol (its
 * `getApolloContext`), so that several copies of it share one. Created here when Apollo's code has not loaded yet,
 * the app can provide the client around every page from the first render on, before the client exists, and the
 * tree stays the same once it does.
 */
const CONTEXT_KEY = Symbol.for("__APOLLO_CONTEXT__");
type ApolloContextValue = { client?: ApolloClient };

export function apolloContext(): Context<ApolloContextValue> {
  const holder = createContext as unknown as Record<symbol, Context<ApolloContextValue> | undefined>;
  let context = holder[CONTEXT_KEY];
  if (!context) {
    context = createContext<ApolloContextValue>({});
    Object.defineProperty(createContext, CONTEXT_KEY, {
      value: context,
      enumerable: false,
      writable: false,
      configurable: true,
    });
    context.displayName = "ApolloContext";
  }
  return context;
}

const loaded = externalValue<ApolloClient | undefined>(undefined);

/** Apollo Client has loaded (apollo.ts): the pages rendered from now on can use its hooks. */
export const apolloLoaded = (client: ApolloClient): void => loaded.set(client);

/** What Apollo's `ApolloProvider` gives, once its client has loaded; its hooks cannot be used before. */
export function ApolloWhenLoaded({ children }: { children: ReactNode }) {
  const client = useExternalValue(loaded);
  const value = useMemo(() => ({ client }), [client]);
  const { Provider } = apolloContext();
  return <Provider value={value}>{children}</Provider>;
}
