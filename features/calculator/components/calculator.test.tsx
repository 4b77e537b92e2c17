import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { translatorOf } from '@/testing/translator';
import { calculatorTextsFrom } from '../calculator-texts';
import { calculatorFixture } from '../testing/fixture';
import { Calculator } from './calculator';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({ useSearchParams: () => search }));

// The texts the page gives the island, made by the page's own function from the English catalogue.
const texts = calculatorTextsFrom(translatorOf(en, 'en', 'calculator'), en.calculator, calculatorFixture, 'en');

function renderCalculator() {
  return render(
    <Calculator dictionaries={calculatorFixture} texts={texts} />,
  );
}

beforeEach(() => {
  search = new URLSearchParams();
  vi.spyOn(window.history, 'pushState').mockImplementation((_, __, url) => {
    search = new URLSearchParams(String(url).replace(/^\?/, ''));
  });
});

describe('Calculator', () => {
  it('shows no result until asked, and asks for at least one parameter', async () => {
    renderCalculator();
    expect(screen.queryByTestId('calculator-results')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Find support measures' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one parameter');
    expect(window.history.pushState).not.toHaveBeenCalled();
  });

  it('searches OKVED by words and by code from the keyboard, and puts the inputs in the URL', async () => {
    const view = renderCalculator();
    const okved = screen.getByRole('combobox', { name: 'Type of activity (OKVED)' });
    await userEvent.type(okved, 'metal');
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['25.11 Metal structures']);
    await userEvent.clear(okved);
    await userEvent.type(okved, '2');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4); // 24, 25, 28, 25.11
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(okved).toHaveValue('25 Class 25');
    await userEvent.type(screen.getByLabelText('Investment value, million roubles'), '120');
    expect(screen.getByLabelText('Investment volume')).toHaveDisplayValue('50 to 200');
    await userEvent.click(screen.getByRole('button', { name: 'Find support measures' }));
    expect(window.history.pushState).toHaveBeenCalledWith(null, '', '?size=2&amount=120&okved=25');
    view.rerender(
      <Calculator dictionaries={calculatorFixture} texts={texts} />,
    );
    const results = screen.getByTestId('calculator-results');
    expect(within(results).getByRole('heading', { level: 2 })).toHaveTextContent('5 matching support measures');
    const loan = within(results).getByRole('heading', { name: 'IDF loan' }).closest('li')!;
    expect(loan).toHaveTextContent('Your 120 million roubles fall in the range 50 to 200');
    expect(loan).toHaveTextContent('Activity 25 Class 25 is eligible');
    expect(within(loan).getByRole('link')).toHaveAttribute('href', '/en/m/1');
  });

  it('reads a shared link: the form and the result come from the URL', async () => {
    search = new URLSearchParams('msp=2&type=4&amount=500');
    renderCalculator();
    expect(screen.getByLabelText('Investment volume')).toHaveDisplayValue('200 to 1000');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByLabelText('Support type')).toHaveDisplayValue('Property');
    const titles = within(screen.getByTestId('calculator-results')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['SEZ', 'One window', 'Any project']);
    expect(window.history.pushState).not.toHaveBeenCalled();
    await act(async () => {});
  });

  it('after a submit, focuses the results heading and says the result count in the status region', async () => {
    const view = renderCalculator();
    const status = screen.getByTestId('calculator-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(screen.getByLabelText('Investment value, million roubles'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Find support measures' }));
    // The URL changed: the page renders again with the new search (the mocked pushState does not).
    view.rerender(
      <Calculator dictionaries={calculatorFixture} texts={texts} />,
    );
    const heading = within(screen.getByTestId('calculator-results')).getByRole('heading', { level: 2 });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveFocus();
    expect(status).toHaveTextContent(heading.textContent!);
    expect(document.body).not.toHaveFocus();
  });

  it('the same inputs submitted again are announced again, and focus goes to the results', async () => {
    search = new URLSearchParams('size=2&amount=120');
    renderCalculator();
    await userEvent.click(screen.getByRole('button', { name: 'Find support measures' }));
    expect(window.history.pushState).not.toHaveBeenCalled();
    expect(within(screen.getByTestId('calculator-results')).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByTestId('calculator-status')).toHaveTextContent('6 matching support measures');
  });

  it('an invalid amount clears the earlier results instead of leaving them under the error', async () => {
    search = new URLSearchParams('size=2&amount=120');
    renderCalculator();
    expect(screen.getByTestId('calculator-results')).toBeInTheDocument();
    const amount = screen.getByLabelText('Investment value, million roubles');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'a lot');
    await userEvent.click(screen.getByRole('button', { name: 'Find support measures' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the amount as a number of million roubles');
    expect(screen.queryByTestId('calculator-results')).toBeNull();
    expect(screen.getByTestId('calculator-status')).toBeEmptyDOMElement();
    expect(window.history.pushState).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Find support measures' }));
    expect(screen.getByTestId('calculator-results')).toBeInTheDocument();
  });

  it('says plainly what the SME status of a fitting measure means', async () => {
    search = new URLSearchParams('msp=2');
    const view = renderCalculator();
    const loan = within(screen.getByTestId('calculator-results')).getByRole('heading', { name: 'IDF loan' }).closest('li')!;
    expect(loan.querySelector('[data-criterion="msp"]')).toHaveTextContent(en.calculator.reasons.msp.notSme);
    view.unmount();
    search = new URLSearchParams('msp=1');
    renderCalculator();
    const subsidy = within(screen.getByTestId('calculator-results')).getByRole('heading', { name: 'SME subsidy' }).closest('li')!;
    expect(subsidy.querySelector('[data-criterion="msp"]')).toHaveTextContent(en.calculator.reasons.msp.sme);
    await act(async () => {});
  });
});
