/**
 * The product's one name, as SPEC.md and DESIGN.md call it (the provider booking dashboard): the
 * wordmark, the tab title and every page that names the product read it from here.
 */
export const PRODUCT_NAME = 'Provider Dashboard';
