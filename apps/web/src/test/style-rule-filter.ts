/**
 * jsdom computes an element's style by running every rule of every style sheet through its selector engine,
 * and antd injects thousands of rules; role queries with a name ask for the style of each element they read
 * (and of its ancestors), so on the layout pages most of the tests' time went there. Browsers skip a rule at
 * once when its last compound selector names a class the element lacks; this does the same before jsdom's
 * selector engine runs. A skipped rule is one the engine would have found not to match, so every computed
 * style is the one jsdom computes without it.
 */
import { implForWrapper, wrapperForImpl } from 'jsdom/lib/generated/idl/utils.js';

interface DomSelector {
  check(selector: string, node: object, options?: object): { match: boolean };
}

/**
 * For each selector of a list, the classes its last compound selector requires; null when some selector of
 * the list requires none (or is written in a way this scanner does not read), so it cannot be skipped.
 */
export function requiredClasses(selectorList: string): string[][] | null {
  const alternatives: string[][] = [];
  let compoundClasses: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  const finishAlternative = () => {
    alternatives.push(compoundClasses);
    compoundClasses = [];
  };
  for (let i = 0; i < selectorList.length; i += 1) {
    const char = selectorList[i]!;
    if (char === '\\') return null;
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth > 0) continue;
    else if (char === ',') finishAlternative();
    else if (/[\s>+~]/.test(char)) {
      // A combinator: what came before belongs to an earlier compound, which this does not read.
      compoundClasses = [];
    } else if (char === '.') {
      const name = /^[\w-]+/.exec(selectorList.slice(i + 1))?.[0];
      // A class name with characters past ASCII is not read whole here: leave the rule to the engine.
      const next = selectorList.charCodeAt(i + 1 + (name?.length ?? 0));
      if (!name || next > 127) return null;
      compoundClasses.push(name);
      i += name.length;
    }
  }
  finishAlternative();
  return alternatives.every((classes) => classes.length > 0) ? alternatives : null;
}

let installed: {
  domSelector: DomSelector;
  original: DomSelector['check'];
  filtered: DomSelector['check'];
} | null = null;

/** Installs the filter on this document's selector engine (the test set-up does, once per test file). */
export function skipRulesForMissingClasses(): void {
  const documentImpl = implForWrapper(document) as { _getDOMSelector(): DomSelector };
  const domSelector = documentImpl._getDOMSelector();
  const original = domSelector.check;
  const check = original.bind(domSelector);
  const required = new Map<string, string[][] | null>();
  const filtered: DomSelector['check'] = (selector, node, options) => {
    let alternatives = required.get(selector);
    if (alternatives === undefined) {
      alternatives = requiredClasses(selector);
      required.set(selector, alternatives);
    }
    if (alternatives) {
      const { classList } = wrapperForImpl(node) as Element;
      if (!alternatives.some((classes) => classes.every((name) => classList.contains(name))))
        return { match: false };
    }
    return check(selector, node, options);
  };
  domSelector.check = filtered;
  installed = { domSelector, original, filtered };
}

/** Runs `work` with jsdom's own selector engine alone, to compare with the filter's results. */
export function withoutRuleFilter<T>(work: () => T): T {
  if (!installed) throw new Error('the style rule filter is not installed');
  installed.domSelector.check = installed.original;
  try {
    return work();
  } finally {
    installed.domSelector.check = installed.filtered;
  }
}
