import { Link, useSearchParams } from "react-router";
import { AccountPage } from "../accounts/AccountPage";
import { NewPasswordForm } from "../accounts/NewPasswordForm";
import { textLink } from "../components/styles";

/** The page of the emailed link: the token is checked by the server when the new password is sent. */
export function ResetPassword() {
  const [searchParams] = useSearchParams();
  const footer = (
    <>
      Link expired?{" "}
      <Link to="/login" className={textLink}>
        Send a new one from sign in
      </Link>
    </>
  );
  return (
    <AccountPage title="Reset password" heading="Reset your password" footer={footer}>
      <NewPasswordForm token={searchParams.get("token") ?? ""} />
    </AccountPage>
  );
}
