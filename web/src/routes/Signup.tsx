import { PageTitle } from "../components/PageTitle";

export function Signup() {
  return <PageTitle>Sign up with email</PageTitle>;
}
