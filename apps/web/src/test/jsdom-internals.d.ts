/** jsdom's wrapper/implementation mapping, which the test set-up reaches into (style-rule-filter.ts). */
declare module 'jsdom/lib/generated/idl/utils.js' {
  export function implForWrapper(wrapper: object): unknown;
  export function wrapperForImpl(impl: object): unknown;
}
