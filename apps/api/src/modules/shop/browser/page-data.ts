/** The data the server embedded for the page's script (page/document.ts, `data`). */
export function pageData<T>(): T {
  const element = document.getElementById('page-data');
  if (!element?.textContent) throw new Error('This page carries no data for its script');
  return JSON.parse(element.textContent) as T;
}
