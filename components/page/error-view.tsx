import type { ReactNode } from 'react';

/**
 * The error page body shared by 404, 500 and other statuses: breadcrumb «Главная / ошибка»,
 * the message and an action. Labels come in already translated so that server and client
 * error boundaries can both use it.
 */
export function ErrorView({
  homeLabel,
  homeHref,
  crumbLabel,
  breadcrumbsLabel,
  title,
  message,
  children,
}: {
  homeLabel: string;
  homeHref: string;
  crumbLabel: string;
  breadcrumbsLabel: string;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="page container error-page">
      <nav aria-label={breadcrumbsLabel} className="breadcrumbs">
        <ol>
          <li>
            <a href={homeHref}>{homeLabel}</a>
          </li>
          <li>
            <span aria-current="page">{crumbLabel}</span>
          </li>
        </ol>
      </nav>
      <h1 className="page__title">{title}</h1>
      <p className="error-page__message">{message}</p>
      {children}
    </div>
  );
}
