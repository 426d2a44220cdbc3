import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-flags.mjs';

describe('the server’s Node flags', () => {
  it('are the ones npm start runs the server with', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      scripts: { start: string };
    };
    const serverCommand = scripts.start.split('&&').at(-1)!.trim();
    expect(serverCommand).toBe(`node ${serverNodeFlags.join(' ')} dist/server/main.js`);
  });
});
