import { PageTitle } from "../components/PageTitle";

export function Profile() {
  return <PageTitle>Profile</PageTitle>;
}
