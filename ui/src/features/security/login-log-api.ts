import type { LoginLogRow, LoginOutcome } from '@cocoon/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export interface LoginLogFilter {
  from: string;
  to: string;
  username: string;
  outcome: LoginOutcome | '';
  page: number;
}

export interface LoginLogPage {
  data: LoginLogRow[];
  total: number;
  page: number;
  pageSize: number;
}

export const LOGIN_LOG_PAGE_SIZE = 50;

/** Auth/getAll_LoginLog: newest first, one server page at a time (the log holds every login of every market). */
export function useLoginLog(filter: LoginLogFilter) {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(LOGIN_LOG_PAGE_SIZE) });
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.username.trim()) params.set('username', filter.username.trim());
  if (filter.outcome) params.set('outcome', filter.outcome);
  return useQuery({
    queryKey: ['Auth', 'getAll_LoginLog', params.toString()],
    queryFn: () => apiRequest<LoginLogPage>(`Auth/getAll_LoginLog?${params}`),
    placeholderData: keepPreviousData,
  });
}
