// The YAML-subset reader the deployment tests rely on reads what real YAML means, and refuses the rest.
import { describe, expect, it } from 'vitest';
import { parseYamlDocuments, YamlSubsetError } from './mini-yaml.ts';

describe('mini YAML reader', () => {
  it('reads nested mappings, sequences of mappings, scalars, flow sequences and comments', () => {
    const source = [
      '# a comment',
      'name: shop   # trailing comment',
      'spec:',
      '  replicas: 3',
      '  enabled: true',
      '  nothing:',
      '  ports:',
      '    - name: http',
      '      containerPort: 3000',
      '    - 8080',
      '  args: ["--save", "", \'a#b\', 7]',
      '  url: redis://redis:6379/0',
      '  "quoted.key/x": "3000"',
      'items:',
      '- one',
      '- two',
      '---',
      'second: document',
    ].join('\n');
    expect(parseYamlDocuments(source)).toEqual([
      {
        name: 'shop',
        spec: {
          replicas: 3,
          enabled: true,
          nothing: null,
          ports: [{ name: 'http', containerPort: 3000 }, 8080],
          args: ['--save', '', 'a#b', 7],
          url: 'redis://redis:6379/0',
          'quoted.key/x': '3000',
        },
        items: ['one', 'two'],
      },
      { second: 'document' },
    ]);
  });

  it('refuses anchors, aliases, block scalars, flow mappings, duplicate keys and stray indentation', () => {
    for (const source of ['a: &x 1', 'a: *x', 'a: |\n  text', 'a: {b: 1}', 'a: 1\na: 2', 'a: 1\n   b: 2', 'a: [1, [2]]']) {
      expect(() => parseYamlDocuments(source), source).toThrow(YamlSubsetError);
    }
  });
});
