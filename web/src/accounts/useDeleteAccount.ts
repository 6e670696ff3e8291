import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";
import { refreshSession } from "../session";

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount {
    deleteAccount
  }
`);

/** Deletes the account for good (others then see "(Deleted)"); the user is signed out. */
export function useDeleteAccount() {
  const [deleteAccount] = useMutation(DeleteAccountMutation);
  return async (): Promise<void> => {
    await deleteAccount();
    await refreshSession();
  };
}
