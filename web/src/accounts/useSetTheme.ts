import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import type { SetThemeMutation as SetThemeResult, Theme } from "../graphql/generated/graphql";

const SetThemeMutation = graphql(`
  mutation SetTheme($theme: Theme!) {
    setTheme(theme: $theme) {
      id
      theme
    }
  }
`);

/**
 * Saves the colour scheme. The optimistic answer updates the session's `me.theme` at once, so the page
 * changes colour on the click; a refusal puts the previous theme back.
 */
export function useSetTheme(meId: string) {
  const [setTheme] = useMutation(SetThemeMutation);
  return async (theme: Theme): Promise<void> => {
    await setTheme({
      variables: { theme },
      // The generated types leave out __typename, which the cache needs to find the Me object to update.
      optimisticResponse: { setTheme: { __typename: "Me", id: meId, theme } as SetThemeResult["setTheme"] },
    });
  };
}
