/**
 * The Stripe card field's chunk (card-field.tsx renders it lazily), in a module of its own so that a page which
 * knows a card comes next can start it without importing the card field: the field's chunk then loads beside
 * the payment form's, not one level of imports after it.
 */
export const loadStripeCardField = () => import('./stripe-card-field.tsx');
