/** PRODUCT.md "Two ways to run": the account screens in local mode. */
export function LocalModeNotice() {
  return (
    <p className="alert alert--info" data-testid="local-mode-notice">
      Accounts are not configured on this installation, so there is nothing to log in to: every tool, quiz and saved result works on
      this device without an account. To turn accounts on, whoever runs this installation sets VITE_SUPABASE_URL and
      VITE_SUPABASE_ANON_KEY before building, as the README explains.
    </p>
  );
}
