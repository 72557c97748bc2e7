// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <future>
#include <optional>
#include <utility>

namespace pe {

// A result being computed on another thread for a key (the parameters it is for), handed over
// when that key is asked for. What a view starts as soon as the model changes, so the work runs
// while the other views react and paint, and takes when it paints. The work must get everything
// it needs by value: it shares nothing with the caller.
template<typename Key, typename Result> class Prepared
{
public:
    Prepared() = default;
    ~Prepared() { wait(); }
    Prepared(const Prepared &) = delete;
    Prepared &operator=(const Prepared &) = delete;

    // Whether work for key is under way (or done and not yet taken).
    bool isFor(const Key &key) const { return m_pending.valid() && m_key == key; }
    // Starts work() for key, after waiting for a result under way (for parameters that have
    // moved on since: dropped).
    template<typename Work> void start(const Key &key, Work work)
    {
        wait();
        m_key = key;
        m_pending = std::async(std::launch::async, std::move(work));
    }
    // The result started for key, after waiting for it; nothing when none was started, or it was
    // for another key (then it is dropped).
    std::optional<Result> take(const Key &key)
    {
        if (!m_pending.valid())
            return std::nullopt;
        Result ready = m_pending.get();
        if (!(m_key == key))
            return std::nullopt;
        return std::optional<Result>(std::move(ready));
    }
    // Waits for and drops a result under way.
    void drop()
    {
        wait();
        m_pending = {};
    }

private:
    void wait()
    {
        if (m_pending.valid())
            m_pending.wait();
    }

    std::future<Result> m_pending;
    Key m_key;
};

} // namespace pe
