import { describe, expect, test } from 'vitest';
import {
  RESERVED_VARIABLE_NAMES,
  extractTemplateVariables,
  findTemplateVariableProblems,
  renderTemplate,
} from './template-variables.js';

describe('template variables', () => {
  test.each([
    ['Hi {name}, your code is {code}. Bye {name}', ['name', 'code']],
    ['{first_name} {Order2} {3}', ['first_name', 'Order2', '3']],
    ['No variables here', []],
    ['{first name} {名字} {} {ok}', ['ok']],
    ['{{name}}', ['name']],
    ['An unclosed {brace', []],
  ])('%j uses %j', (content, names) => {
    expect(extractTemplateVariables(content)).toEqual(names);
  });

  test.each([...RESERVED_VARIABLE_NAMES, 'TO', 'PhoneNumber', 'phonenumber', 'From'])(
    '{%s} is a reserved keyword',
    (name) => {
      expect(findTemplateVariableProblems(`Hello {${name}}`)).toEqual([
        { key: 'variableNameReserved', params: { name } },
      ]);
    },
  );

  test.each(['name', 'to_name', 'phone', 'country', 'code'])('{%s} is an ordinary variable', (name) => {
    expect(findTemplateVariableProblems(`Hello {${name}}`)).toEqual([]);
  });

  test.each(['first name', 'first-name', '名字', '', 'a.b'])('{%s} is not a valid name', (name) => {
    expect(findTemplateVariableProblems(`Hello {${name}}`)).toEqual([
      { key: 'variableNameInvalid', params: { name } },
    ]);
  });

  test('each bad name is reported once, in order', () => {
    expect(findTemplateVariableProblems('{to} {x y} {to} {ok}').map((p) => p.params?.name)).toEqual([
      'to',
      'x y',
    ]);
  });

  test('rendering fills every variable it has', () => {
    expect(renderTemplate('Hi {name}, code {code}', { name: 'Ada', code: 123456, unused: 'x' })).toEqual({
      text: 'Hi Ada, code 123456',
      missing: [],
    });
  });

  test.each([
    ['absent', {}],
    ['undefined', { code: undefined }],
    ['null', { code: null }],
    ['blank', { code: '  ' }],
  ])('a %s value is reported missing and its placeholder stays visible', (_name, variables) => {
    expect(renderTemplate('Code {code} for {code}', variables)).toEqual({
      text: 'Code {code} for {code}',
      missing: ['code'],
    });
  });

  test('a value containing braces is not expanded again', () => {
    expect(renderTemplate('{a} {b}', { a: '{b}', b: 'B' }).text).toBe('{b} B');
  });

  test('malformed placeholders are left as written, and inherited properties are not values', () => {
    expect(renderTemplate('{first name} {toString}', {})).toEqual({
      text: '{first name} {toString}',
      missing: ['toString'],
    });
  });
});
