/**
 * The public pages' whole stylesheet, inlined into each page (one request fewer on 2G). The
 * dashboard's visual language without its code: its violet (brand 7 #5b2ecc, brand 0 #f4f0fe), its
 * greys darkened to WCAG AA (dimmed #646b73), its 10 px and 16 px radii, the system font stack.
 * Scrolling (a focused field, an anchor) stops clear of the sticky tabs above and the booking bar below.
 */
export const PAGE_CSS = `
:root{--b:#5b2ecc;--b0:#f4f0fe;--b1:#e4dbfb;--t:#212529;--d:#646b73;--l:#dee2e6;--bg:#f8f9fa;--ok:#1b6e2e;--ok0:#ebfbee;--er:#c92a2a;--er0:#fff5f5;--wa:#9a4f00;--wa0:#fff9db;--r:10px;--R:16px}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding:56px 0 96px}
body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--t);background:var(--bg);padding-bottom:88px}
img{max-width:100%;display:block}
a{color:var(--b)}
h1,h2,h3{line-height:1.25;margin:0}
h1{font-size:24px}h2{font-size:19px;margin-bottom:12px}h3{font-size:15px;color:var(--d);margin:16px 0 4px;font-weight:600}
p{margin:0}
.w{max-width:640px;margin:0 auto}
.m{color:var(--d);font-size:14px}
.cover{aspect-ratio:16/7;width:100%;height:auto;object-fit:cover;background:linear-gradient(135deg,var(--b),#8e68e9)}
.id{background:#fff;padding:0 16px 16px;border-bottom:1px solid var(--l)}
.logo{width:72px;height:72px;border-radius:50%;border:3px solid #fff;margin-top:-36px;background:var(--b0);color:var(--b);font-size:30px;font-weight:700;display:grid;place-items:center;object-fit:cover;position:relative}
.id h1{margin-top:8px}
.id p{margin-top:4px}
.star{color:#f08c00}
.tabs{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid var(--l);display:flex;gap:4px;overflow-x:auto;padding:0 8px;scrollbar-width:none}
.tabs a{padding:12px 10px;text-decoration:none;color:var(--d);font-weight:600;font-size:14px;white-space:nowrap}
section{background:#fff;margin-top:8px;padding:16px;border-top:1px solid var(--l);border-bottom:1px solid var(--l);scroll-margin-top:48px}
ul{list-style:none;margin:0;padding:0}
.svc{display:flex;gap:12px;align-items:center;padding:12px 0;border-top:1px solid var(--l)}
h3+ul .svc:first-child{border-top:0}
.svc>div{flex:1;min-width:0}
.svc b{display:block;font-weight:600}
.svc .x{font-size:14px;color:var(--d);margin-top:2px}
.btn{font:inherit;font-weight:600;border-radius:var(--r);border:1px solid var(--b);background:#fff;color:var(--b);padding:8px 14px;min-height:40px;cursor:pointer}
.btn[aria-pressed=true],.btn.p{background:var(--b);color:#fff}
.btn:disabled{opacity:.5;cursor:default}
.btn.q{border-color:var(--l);color:var(--t)}
.btn.wide{width:100%;min-height:48px;font-size:17px}
.chips{display:flex;gap:12px;overflow-x:auto;padding-bottom:4px}
.person{text-align:center;width:76px;flex:none;font-size:13px}
.person img,.person .logo{width:64px;height:64px;margin:0 auto 4px;border:0;font-size:24px}
.photos{display:grid;grid-template-columns:repeat(2,1fr);gap:8px}
.photos img{aspect-ratio:1;height:auto;object-fit:cover;border-radius:var(--r);width:100%;background:var(--l)}
.card{border:1px solid var(--l);border-radius:var(--r);padding:12px;margin-top:8px}
.rev q{display:block;margin-top:4px;quotes:none}
.reply{margin-top:8px;padding:8px 12px;background:var(--b0);border-radius:var(--r);font-size:14px}
table{border-collapse:collapse;width:100%;font-size:15px}
td{padding:6px 0;border-top:1px solid var(--l)}td+td{text-align:right}
.pol li{padding-left:20px;position:relative;margin-top:6px}.pol li:before{content:"";position:absolute;left:4px;top:9px;width:6px;height:6px;border-radius:50%;background:var(--b)}
.bar{position:fixed;left:0;right:0;bottom:0;z-index:3;background:#fff;border-top:1px solid var(--l);padding:12px 16px calc(12px + env(safe-area-inset-bottom));box-shadow:0 -4px 16px #0000000f}
.bar .w{display:flex;gap:12px;align-items:center}.bar .w>p{flex:1}
.note{padding:12px;border-radius:var(--r);background:var(--b0);margin-top:12px;font-size:15px}
.note.ok{background:var(--ok0);color:var(--ok)}.note.er{background:var(--er0);color:var(--er)}.note.wa{background:var(--wa0);color:var(--wa)}
.sheet{position:fixed;inset:0;z-index:4;background:var(--bg);overflow-y:auto;padding-bottom:96px}
.sheet header{position:sticky;top:0;background:#fff;border-bottom:1px solid var(--l);display:flex;align-items:center;gap:8px;padding:8px 8px 8px 4px;z-index:1}
.sheet header h2{margin:0;font-size:17px;flex:1}
.sheet .back{border:0;background:none;font-size:22px;width:44px;height:44px;cursor:pointer;color:var(--t)}
.days,.times{display:flex;gap:8px;overflow-x:auto;padding:4px 0}
.times{display:grid;grid-template-columns:repeat(auto-fill,minmax(100px,1fr));margin-top:4px}
.days .btn{flex:none;min-width:64px;padding:6px 8px;line-height:1.2;font-size:14px}
.times .btn{padding:8px 6px;font-size:15px}
[tabindex="-1"]:focus{outline:none}
label{display:block;font-weight:600;font-size:14px;margin-top:14px}
input,textarea,select{display:block;width:100%;font:inherit;font-size:16px;margin-top:4px;padding:10px 12px;border:1px solid #ced4da;border-radius:var(--r);background:#fff;color:var(--t)}
input:focus,textarea:focus,.btn:focus-visible,a:focus-visible{outline:2px solid var(--b);outline-offset:1px}
.err{color:var(--er);font-size:14px;margin-top:4px}
.sum td{border:0;padding:2px 0}.sum tr:last-child td{font-weight:700;border-top:1px solid var(--l);padding-top:6px}
.opt{display:flex;gap:12px;align-items:center;padding:12px;border:1px solid var(--l);border-radius:var(--r);margin-top:8px;background:#fff;font-weight:400;cursor:pointer}
.opt input{width:20px;height:20px;margin:0;flex:none}
.center{text-align:center;padding:48px 24px}
footer{text-align:center;padding:24px 16px;color:var(--d);font-size:13px}
.when{font-weight:600;margin-top:2px}
.tag{display:inline-block;margin-top:6px;padding:2px 10px;border-radius:999px;background:var(--b0);color:var(--b);font-size:13px;font-weight:600}.tag.ok{background:var(--ok0);color:var(--ok)}.tag.wa{background:var(--wa0);color:var(--wa)}.tag.er{background:var(--er0);color:var(--er)}
.nw{white-space:nowrap}.flash{margin:8px 16px 0}.facts td:first-child{white-space:nowrap;padding-right:16px}
.row{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}
a.btn{display:inline-flex;align-items:center;justify-content:center;text-decoration:none}
.more{margin-top:12px}.more summary{list-style:none;display:inline-flex;align-items:center}.more summary::-webkit-details-marker{display:none}.more[open] summary{margin-bottom:4px}
.chat li{margin-top:8px;padding:8px 12px;border-radius:var(--r);background:var(--bg);max-width:85%}.chat li.me{background:var(--b0);margin-left:auto}
@media (min-width:700px){body{font-size:17px}.photos{grid-template-columns:repeat(3,1fr)}section{border:1px solid var(--l);border-radius:var(--R)}}
`.replace(/\n/g, '');
