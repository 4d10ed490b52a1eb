import { afterEach, describe, expect, it } from 'vitest';
import { keepInertBehindDialogs } from './inert-behind-dialogs.ts';

/** Lets the mutation observer see what changed. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  document.body.innerHTML = `
    <div id="app"><header>Zorgzaam</header><button id="open">Gegevens tonen</button>
      <div role="dialog" aria-modal="true" id="menu">menu drawer inside the app</div></div>
    <div data-portal="true"></div>`;
  return {
    app: document.getElementById('app')!,
    opener: document.getElementById('open')!,
    portal: document.querySelector<HTMLElement>('[data-portal]')!,
  };
}

function openDialog(portal: HTMLElement): HTMLElement {
  portal.innerHTML =
    '<section role="dialog" aria-modal="true"><header>Privacy</header><button>OK</button></section>';
  return portal.querySelector('button')!;
}

let stop = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('keepInertBehindDialogs', () => {
  it('makes the app inert while a modal dialog outside it is open, and only then', async () => {
    const { app, portal } = page();
    stop = keepInertBehindDialogs(app);
    expect(app).not.toHaveAttribute('inert');

    openDialog(portal);
    await settled();
    expect(app).toHaveAttribute('inert');

    portal.innerHTML = '';
    await settled();
    expect(app).not.toHaveAttribute('inert');
  });

  it('gives focus back to what had it in the app once the dialog has gone', async () => {
    const { app, opener, portal } = page();
    stop = keepInertBehindDialogs(app);
    opener.focus();
    openDialog(portal).focus();
    await settled();

    portal.innerHTML = '';
    await settled();
    expect(opener).toHaveFocus();
  });

  it('finds a dialog already open when it starts, and lets go when stopped', () => {
    const { app, portal } = page();
    openDialog(portal);
    stop = keepInertBehindDialogs(app);
    expect(app).toHaveAttribute('inert');
    stop();
    expect(app).not.toHaveAttribute('inert');
  });
});
