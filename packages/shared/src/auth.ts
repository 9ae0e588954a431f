// docs/product/forms.md#email — text, at sign, text, dot, text.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,30}$/;
