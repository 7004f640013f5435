import { describe, expect, it } from 'vitest';
import { joinStylesheets } from '../../../build/prerender-login';

const page = `<head>
    <link rel="icon" href="/icons/logo.svg" />
    <link rel="stylesheet" crossorigin href="/assets/base-A.css">
    <link rel="stylesheet" crossorigin href="/assets/layout-B.css">
    <link rel="stylesheet" crossorigin href="/assets/field-C.css">
    <link rel="modulepreload" crossorigin href="/assets/react-D.js">
  </head>`;

const files: Record<string, string> = {
  'assets/base-A.css': ':root{--ink:#111}\n',
  'assets/layout-B.css': '.card{color:var(--ink)}',
  'assets/field-C.css': '.field{color:red}\n.field{color:blue}\n',
};

describe('the login page stylesheets joined into one', () => {
  it('keeps their text in the page order, so the cascade is unchanged, and links the one file where the first stood', () => {
    const joined = joinStylesheets(
      page,
      (file) => files[file],
      () => 'assets/login-Z.css',
    );
    expect(joined?.joined).toEqual(['assets/base-A.css', 'assets/layout-B.css', 'assets/field-C.css']);
    expect(joined?.css).toBe(':root{--ink:#111}\n.card{color:var(--ink)}\n.field{color:red}\n.field{color:blue}\n');
    expect(joined?.html).toBe(`<head>
    <link rel="icon" href="/icons/logo.svg" />
    <link rel="stylesheet" crossorigin href="/assets/login-Z.css">
    <link rel="modulepreload" crossorigin href="/assets/react-D.js">
  </head>`);
  });

  it('names the file from the joined text, and leaves a page with one sheet as it is', () => {
    const named: string[] = [];
    joinStylesheets(
      page,
      (file) => files[file],
      (css) => {
        named.push(css);
        return 'assets/login-Z.css';
      },
    );
    expect(named).toEqual([':root{--ink:#111}\n.card{color:var(--ink)}\n.field{color:red}\n.field{color:blue}\n']);
    const single = '<link rel="stylesheet" crossorigin href="/assets/base-A.css">';
    expect(
      joinStylesheets(
        single,
        (file) => files[file],
        () => 'x.css',
      ),
    ).toBeNull();
  });

  it('refuses a page that links a sheet the build does not have', () => {
    expect(() =>
      joinStylesheets(
        page,
        (file) => (file === 'assets/layout-B.css' ? undefined : files[file]),
        () => 'x.css',
      ),
    ).toThrow('auth/login.html enlaza assets/layout-B.css, que no está en la compilación');
  });
});
