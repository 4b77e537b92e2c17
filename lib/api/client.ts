import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiError, unwrap } from './envelope';
import { LANGUAGE_HEADER } from './config';

export type ApiClientOptions = {
  baseURL: string;
  /** The current locale, sent as the `Language` header. */
  getLocale: () => string;
  /** The stored bearer token, for calls marked `auth`. */
  getToken?: () => string | null | undefined;
  /**
   * True when the session is carried by the HttpOnly session cookie alone (no token in this tab): calls that
   * require auth are then sent without a bearer, and the server reads the cookie (sent: withCredentials).
   */
  hasCookieSession?: () => boolean;
};

export type RequestOptions = Omit<AxiosRequestConfig, 'auth'> & {
  /** `required`: the call needs the bearer token (without one it fails with 401 before any request); `optional`: sent when present. */
  auth?: 'required' | 'optional';
};

export type ApiClient = {
  request<T>(options: RequestOptions): Promise<T>;
  get<T>(url: string, options?: RequestOptions): Promise<T>;
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(url: string, options?: RequestOptions): Promise<T>;
};

/**
 * The browser's client of the provider API: Language header, bearer token where marked, envelope unwrapped. axios is
 * loaded with the first request, not with the page: most visitors of a public page never call the API from the
 * browser, and it is about 20 KB gzip of every page's first-load JavaScript otherwise.
 */
export function createApiClient({ baseURL, getLocale, getToken, hasCookieSession }: ApiClientOptions): ApiClient {
  let axiosModule: Promise<{ instance: AxiosInstance; isAxiosError: (error: unknown) => error is Error }> | null = null;
  const loadAxios = () =>
    (axiosModule ??= import('axios').then(({ default: axios }) => ({
      instance: axios.create({ baseURL, withCredentials: true, validateStatus: () => true }),
      isAxiosError: axios.isAxiosError,
    })));

  async function request<T>({ auth, headers, ...config }: RequestOptions): Promise<T> {
    const token = auth ? getToken?.() : null;
    if (auth === 'required' && !token && !hasCookieSession?.()) {
      console.error('No token');
      throw new ApiError(401, 'No token');
    }
    let isAxiosError: (error: unknown) => boolean = () => false;
    try {
      const loaded = await loadAxios();
      isAxiosError = loaded.isAxiosError;
      const response = await loaded.instance.request({
        ...config,
        headers: {
          ...headers,
          [LANGUAGE_HEADER]: getLocale(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      return unwrap<T>(response.status, response.data);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const message = isAxiosError(error) ? (error as Error).message : String(error);
      throw new ApiError(0, message);
    }
  }

  return {
    request,
    get: (url, options) => request({ ...options, method: 'GET', url }),
    post: (url, data, options) => request({ ...options, method: 'POST', url, data }),
    delete: (url, options) => request({ ...options, method: 'DELETE', url }),
  };
}
