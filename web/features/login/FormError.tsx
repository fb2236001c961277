/** The form's current validation message, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="login-error" role="alert">
      {message ?? ''}
    </p>
  );
}
