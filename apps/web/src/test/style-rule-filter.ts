/**
 * jsdom computes an element's style by running every rule of every style sheet through its selector engine,
 * and antd injects thousands of rules; role queries with a name ask for the style of each element they read
 * (and of its ancestors), so on the layout pages most of the tests' time went there. Browsers skip a rule at
 * once when its last compound selector names a tag or a class the element lacks; this does the same before
 * jsdom's selector engine runs, and also skips rules that style only pseudo-elements, which jsdom's cascade
 * never applies (its `getComputedStyle` has no pseudo-elements). A skipped rule is one the engine would have
 * found not to match, so every computed style is the one jsdom computes without it.
 */
import { implForWrapper } from 'jsdom/lib/generated/idl/utils.js';

interface DomSelector {
  check(selector: string, node: object, options?: object): { match: boolean };
}

/** The parts of jsdom's element implementation the filter reads. */
interface ElementImpl {
  /** Raised by every change to the element or its subtree (jsdom's `Node#_modified`). */
  _version: number;
  _localName: string;
  getAttributeNS(namespace: null, name: string): string | null;
}

/** What one selector of a list requires of the element it styles, read from its last compound selector. */
export interface Requirement {
  /** The type selector, lower-cased; null for none or `*`. */
  tag: string | null;
  classes: string[];
}

/**
 * For each selector of a list that can match an element (not a pseudo-element), what it requires; an empty
 * list when none can. Null when some selector requires nothing this reads, or is written in a way this scanner
 * does not read (escapes, namespaces, names past ASCII), so the rule cannot be skipped.
 */
export function requirements(selectorList: string): Requirement[] | null {
  const alternatives: Requirement[] = [];
  let tag: string | null = null;
  let classes: string[] = [];
  let pseudoElement = false;
  let compoundStart = true;
  let depth = 0;
  let quote: string | null = null;
  const finishAlternative = () => {
    if (!pseudoElement) alternatives.push({ tag, classes });
    tag = null;
    classes = [];
    pseudoElement = false;
    compoundStart = true;
  };
  /** The ASCII name starting at `at`, or null when it goes on past ASCII (left to the engine). */
  const nameAt = (at: number): string | null => {
    const name = /^[\w-]+/.exec(selectorList.slice(at))?.[0];
    if (!name || selectorList.charCodeAt(at + name.length) > 127) return null;
    return name;
  };
  for (let i = 0; i < selectorList.length; i += 1) {
    const char = selectorList[i]!;
    if (char === '\\' || char === '|') return null;
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    const atStart = compoundStart;
    compoundStart = false;
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth > 0) continue;
    else if (char === ',') finishAlternative();
    else if (/[\s>+~]/.test(char)) {
      // A combinator: what came before belongs to an earlier compound, which this does not read.
      tag = null;
      classes = [];
      compoundStart = true;
    } else if (char === ':' && selectorList[i + 1] === ':') {
      pseudoElement = true;
      i += 1;
    } else if (char === '.') {
      const name = nameAt(i + 1);
      if (!name) return null;
      classes.push(name);
      i += name.length;
    } else if (atStart && /[a-zA-Z]/.test(char)) {
      const name = nameAt(i);
      if (!name) return null;
      tag = name.toLowerCase();
      i += name.length - 1;
    }
  }
  finishAlternative();
  return alternatives.every((required) => required.tag !== null || required.classes.length > 0)
    ? alternatives
    : null;
}

/** The element's tag and classes, read once for all the rules one cascade runs through. */
const elementFacts = (() => {
  let lastElement: ElementImpl | null = null;
  let lastVersion = -1;
  let facts = { tag: '', classes: new Set<string>() };
  return (element: ElementImpl) => {
    if (element !== lastElement || element._version !== lastVersion) {
      lastElement = element;
      lastVersion = element._version;
      const classAttribute = element.getAttributeNS(null, 'class') ?? '';
      facts = {
        tag: element._localName.toLowerCase(),
        classes: new Set(classAttribute.split(/[\t\n\f\r ]+/).filter(Boolean)),
      };
    }
    return facts;
  };
})();

function satisfies(element: ElementImpl, required: Requirement): boolean {
  const { tag, classes } = elementFacts(element);
  return (
    (required.tag === null || required.tag === tag) && required.classes.every((name) => classes.has(name))
  );
}

let installed: {
  domSelector: DomSelector;
  original: DomSelector['check'];
  filtered: DomSelector['check'];
} | null = null;

/** Installs the filter on this document's selector engine (the test set-up does, once per test file). */
export function skipRulesThatCannotMatch(): void {
  const documentImpl = implForWrapper(document) as { _getDOMSelector(): DomSelector };
  const domSelector = documentImpl._getDOMSelector();
  const original = domSelector.check;
  const check = original.bind(domSelector);
  const required = new Map<string, Requirement[] | null>();
  const filtered: DomSelector['check'] = (selector, node, options) => {
    let alternatives = required.get(selector);
    if (alternatives === undefined) {
      alternatives = requirements(selector);
      required.set(selector, alternatives);
    }
    if (alternatives && !alternatives.some((one) => satisfies(node as ElementImpl, one)))
      return { match: false };
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
