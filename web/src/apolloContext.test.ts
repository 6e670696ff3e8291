import { getApolloContext } from "@apollo/client/react";
import { describe, expect, it } from "vitest";
import { apolloContext } from "./apolloContext";

describe("apolloContext", () => {
  it("is the one React context Apollo Client's hooks read", () => {
    expect(apolloContext()).toBe(getApolloContext());
  });
});
