import { useMutation } from "@apollo/client/react";
import { graphql } from "../graphql/generated";

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($username: String!, $profilePic: String) {
    updateProfile(username: $username, profilePic: $profilePic) {
      id
      username
      profilePic
    }
  }
`);

/**
 * Saves the username and picture (an empty picture field means none). No optimistic response: the server
 * decides (taken, too long, nothing changed), and the header follows once it has.
 */
export function useUpdateProfile() {
  const [updateProfile] = useMutation(UpdateProfileMutation);
  return async (username: string, profilePic: string) => {
    const { data } = await updateProfile({ variables: { username, profilePic: profilePic.trim() || null } });
    return data!.updateProfile;
  };
}
