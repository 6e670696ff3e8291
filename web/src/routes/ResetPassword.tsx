import { PageTitle } from "../components/PageTitle";

export function ResetPassword() {
  return <PageTitle>Reset your password</PageTitle>;
}
