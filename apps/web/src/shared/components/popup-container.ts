/**
 * Where a dropdown opened from the fixed navbar puts its menu: inside the bar, so the menu stays attached to
 * its button while the page scrolls (appended to the page body it would scroll away and be moved back a
 * moment later, under the pointer of whoever is choosing an entry). Elsewhere, the page body as usual.
 */
export function popupInFixedBar(trigger: HTMLElement): HTMLElement {
  return trigger.closest<HTMLElement>('header') ?? document.body;
}
