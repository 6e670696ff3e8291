import { PageTitle } from "../components/PageTitle";

export function Friends() {
  return <PageTitle>Friends</PageTitle>;
}
