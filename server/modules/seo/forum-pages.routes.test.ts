/**
 * The forum's public pages arrive rendered for visitors (issue 10: "Public communities and
 * threads render on the server, findable"): the home, a community, a chapter and a thread come
 * with their content, their own head and a `DiscussionForumPosting`; a spoiler's words stay out
 * of both; a thread that is not there is a 404 that asks not to be listed.
 */
import { Window } from 'happy-dom';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../platform/project-root.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { PageRenderer } from './page-body.js';

describe('forum pages rendered on the server', () => {
  let t: TestApp;
  let webRoot: string;
  let communitySlug: string;
  let threadId: string;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
    await fs.copyFile(projectPath('web/index.html'), path.join(webRoot, 'index.html'));
    t = await createTestApp(
      { APP_URL: 'http://localhost:3000' },
      {
        webRoot,
        pageRenderer: () =>
          import(projectPath('web/entry-server.tsx')) as unknown as Promise<PageRenderer>,
      },
    );
    const staff = (await t.signedInClient('content_admin')).client;
    const community = await staff.post('/api/admin/forum/communities', {
      name: 'Science Fiction Readers',
      description: 'Starships & ideas',
    });
    communitySlug = community.json().slug;
    const chapter = await staff.post(`/api/forum/communities/${communitySlug}/chapters`, {
      title: 'Dune re-read',
    });
    const { client } = await t.signedInClient();
    const thread = await client.post(`/api/forum/chapters/${chapter.json().chapter.id}/threads`, {
      title: 'Is Paul a <hero>?',
      body: '<p>He sees what is coming &amp; goes anyway.</p>',
    });
    expect(thread.statusCode, thread.body).toBe(201);
    threadId = thread.json().threadId;
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  async function open(url: string) {
    const response = await t.server.inject({ method: 'GET', url });
    const document = new new Window().DOMParser().parseFromString(response.body, 'text/html');
    const root = document.getElementById('root');
    return {
      status: response.statusCode,
      title: document.querySelector('title')?.textContent ?? '',
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
      ),
      h1: root?.querySelector('h1')?.textContent ?? null,
      text: root?.textContent ?? '',
    };
  }

  it('renders a thread with its posts, head and DiscussionForumPosting', async () => {
    const page = await open(`/forum/chapter/${threadId}`);
    expect(page.status).toBe(200);
    expect(page.h1).toBe('Is Paul a ?');
    expect(page.text).toContain('He sees what is coming & goes anyway.');
    expect(page.text).toContain('Sign in to reply');
    expect(page.title).toBe('Is Paul a ? · Science Fiction Readers · Bookhive forum');
    expect(page.description).toBe('He sees what is coming & goes anyway.');
    expect(page.canonical).toBe(`http://localhost:3000/forum/chapter/${threadId}`);
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'DiscussionForumPosting', headline: 'Is Paul a ?' }),
    );
  });

  it('renders the forum home, the community and the chapter', async () => {
    const home = await open('/forum');
    expect(home.h1).toBe('Forum');
    expect(home.text).toContain('Science Fiction Readers');
    const community = await open(`/forum/c/${communitySlug}`);
    expect(community.h1).toBe('Science Fiction Readers');
    expect(community.text).toContain('Dune re-read');
    expect(community.title).toBe('Science Fiction Readers · Bookhive forum');
    const chapter = await open(`/forum/c/${communitySlug}/chapter/dune-re-read`);
    expect(chapter.h1).toBe('Dune re-read');
    expect(chapter.text).toContain('Is Paul a ?');
  });

  it('answers 404, not to be listed, for a thread that is not there', async () => {
    const page = await open('/forum/chapter/00000000-0000-4000-8000-000000000000');
    expect(page.status).toBe(404);
    expect(page.robots).toContain('noindex');
  });
});
