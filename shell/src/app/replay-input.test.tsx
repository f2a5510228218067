import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { replayInput } from './replay-input';

function Form() {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [department, setDepartment] = useState('cardiology');
  const [time, setTime] = useState('morning');
  const [message, setMessage] = useState('');
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input type="checkbox" aria-label="Agree" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
      <select aria-label="Department" value={department} onChange={(event) => setDepartment(event.target.value)}>
        <option value="cardiology">Cardiology</option>
        <option value="ent">ENT</option>
      </select>
      {['morning', 'evening'].map((value) => (
        <input key={value} type="radio" name="time" value={value} checked={time === value} onChange={() => setTime(value)} />
      ))}
      <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <output>{`${name}|${agree}|${department}|${time}|${message}`}</output>
    </form>
  );
}

// act() flushes React's work between steps, as a browser's event loop would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('replayInput', () => {
  it('hands what was typed and chosen on the saved page to the hydrated page, caret included', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const name = container.querySelector<HTMLInputElement>('input[aria-label="Name"]') as HTMLInputElement;
    // The visitor acts on the plain page before the live one is ready.
    name.value = 'Asha Rao';
    const message = container.querySelector('textarea') as HTMLTextAreaElement;
    message.focus();
    message.value = 'Knee pain';
    message.setSelectionRange(4, 4);
    (container.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    (container.querySelector('select') as HTMLSelectElement).value = 'ent';
    (container.querySelector('input[value="evening"]') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    // Hydration keeps the fields as they are, but the page's state knows nothing of them yet.
    expect(name.value).toBe('Asha Rao');
    expect(container.querySelector('output')?.textContent).toBe('|false|cardiology|morning|');

    await act(async () => replayInput(container));
    expect(container.querySelector('output')?.textContent).toBe('Asha Rao|true|ent|evening|Knee pain');
    expect(name.value).toBe('Asha Rao');
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([4, 4]);
    container.remove();
  });
});
