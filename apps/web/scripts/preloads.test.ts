import { describe, expect, it } from 'vitest';
import { pageModules, preloadsItsImports } from './preloads.ts';

describe('which dynamic imports preload their imports', () => {
  it("preloads a page's files when the app navigates to it", () => {
    expect(preloadsItsImports('assets/login-Ab3_x-9Z.js', 'assets/index-CI3D_glr.js')).toBe(true);
    expect(preloadsItsImports('assets/profile-CVM_sShS.js', 'assets/index-CI3D_glr.js')).toBe(true);
    expect(preloadsItsImports('assets/tutor-dashboard-CVM_sShS.js', 'assets/index-CI3D_glr.js')).toBe(true);
  });

  it('does not when a drawn page is taken over: the page module is imported from the take-over modules', () => {
    expect(preloadsItsImports('assets/profile-CVM_sShS.js', 'assets/first-screen-client-QQfwLcEE.js')).toBe(
      false,
    );
    expect(preloadsItsImports('assets/profiles-CVM_sShS.js', 'assets/first-screen-client-QQfwLcEE.js')).toBe(
      false,
    );
    expect(preloadsItsImports('assets/home-CVM_sShS.js', 'assets/home-take-over-QQfwLcEE.js')).toBe(false);
  });

  it("does not for what a page loads under its first screen, even when its name starts like a page's", () => {
    expect(preloadsItsImports('assets/profile-more-CnzZG877.js', 'assets/profile-CVM_sShS.js')).toBe(false);
    expect(preloadsItsImports('assets/home-sections-CnzZG877.js', 'assets/home-CVM_sShS.js')).toBe(false);
    expect(preloadsItsImports('assets/footer-DGa7emMN.js', 'assets/index-CI3D_glr.js')).toBe(false);
    expect(preloadsItsImports('assets/first-screen-client-QQfwLcEE.js', 'assets/index-CI3D_glr.js')).toBe(
      false,
    );
  });

  it('knows every page the router loads', () => {
    expect(pageModules).toEqual(
      expect.arrayContaining(['home', 'profile', 'profiles', 'login', 'user-dashboard']),
    );
    expect(pageModules).not.toContain('profile-more');
    expect(pageModules.some((m) => m.includes('.test'))).toBe(false);
  });
});
