// The screens explain these failures themselves (lib/errors screenError); 401/403 notices still apply.
export const screenHandled = { customErrorHandling: true } as const;
