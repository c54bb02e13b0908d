#pragma once

#include <QIODevice>
#include <QString>
#include <QTextStream>

#include <charconv>
#include <string>
#include <string_view>

namespace Cli {

// Output of millions of lines without a QString a line: ASCII bytes gathered in a buffer and
// written to the stream's device in large pieces (or through the stream when it writes to a
// string, as in-process callers do). Whatever the stream held before is flushed first, so the
// order of the output is kept.
class ByteWriter
{
public:
    explicit ByteWriter(QTextStream &out)
        : m_out(out)
    {
        m_out.flush();
        m_buffer.reserve(kChunk + 4096);
    }
    ~ByteWriter() { flush(); }
    ByteWriter(const ByteWriter &) = delete;
    ByteWriter &operator=(const ByteWriter &) = delete;

    std::string &buffer() { return m_buffer; }
    ByteWriter &operator<<(std::string_view text)
    {
        m_buffer.append(text);
        return *this;
    }
    ByteWriter &operator<<(char c)
    {
        m_buffer.push_back(c);
        return *this;
    }
    ByteWriter &number(unsigned long long value)
    {
        char digits[24];
        const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
        m_buffer.append(digits, std::size_t(end - digits));
        return *this;
    }
    // Writes a large piece at once, after what the buffer holds.
    void write(std::string_view piece)
    {
        if (piece.size() < kChunk / 4) {
            m_buffer.append(piece);
            lineDone();
            return;
        }
        flush();
        if (QIODevice *device = m_out.device())
            device->write(piece.data(), qint64(piece.size()));
        else
            m_out << QString::fromLatin1(piece.data(), qsizetype(piece.size()));
    }
    // Call after each line: writes the buffer out once it holds a chunk.
    void lineDone()
    {
        if (m_buffer.size() >= kChunk)
            flush();
    }
    void flush()
    {
        if (m_buffer.empty())
            return;
        if (QIODevice *device = m_out.device())
            device->write(m_buffer.data(), qint64(m_buffer.size()));
        else
            m_out << QString::fromLatin1(m_buffer.data(), qsizetype(m_buffer.size()));
        m_buffer.clear();
    }

private:
    static constexpr std::size_t kChunk = 1 << 20;
    QTextStream &m_out;
    std::string m_buffer;
};

} // namespace Cli
