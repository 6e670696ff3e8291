import { PageTitle } from "../components/PageTitle";

export function Competitions() {
  return <PageTitle>Competitions</PageTitle>;
}
