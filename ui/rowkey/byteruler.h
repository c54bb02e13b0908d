#pragma once

#include <QByteArray>
#include <QList>
#include <QStringList>
#include <QWidget>

// One sample row key byte by byte (docs/designer.md#editing): each byte a cell with its
// hex value above and its character (or a dot) below, coloured by the segment that wrote it.
class ByteRuler : public QWidget
{
    Q_OBJECT

public:
    explicit ByteRuler(QWidget *parent = nullptr);

    // `segmentOfByte[i]` is the segment index of byte i (or -1 when unknown); `labels` name the
    // segments for tooltips; `literal[s]` marks separators.
    void setKey(const QByteArray &key, const QList<int> &segmentOfByte, const QStringList &labels,
                const QList<bool> &literal);
    void clear();

    QByteArray key() const { return m_key; }
    const QList<int> &segmentOfByte() const { return m_segmentOfByte; }
    // The byte under a point, or -1.
    int byteAt(QPoint pos) const;

    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    QRect cellRect(int index, int width) const;
    QSize cellSize() const;

    QByteArray m_key;
    QList<int> m_segmentOfByte;
    QStringList m_labels;
    QList<bool> m_literal;
};
